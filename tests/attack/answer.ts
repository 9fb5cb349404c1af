// What every answer to a hostile request must look like: a JSON object, under 500, and — when it is a
// refusal — a `msg` written for a shopper, never a trace, a file path, a database error or a runtime message.

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const leaks: [string, RegExp][] = [
  ['stack trace', /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)/],
  ['file path', /\/(?:work|home|root|tmp|usr|srv|app)\/\S|node_modules|\.[cm]?[jt]sx?:\d+/],
  ['database error', /SQLITE_|sqlite3?\b|no such (?:table|column)|syntax error at or near|relation "|violates \w+ constraint|constraint failed|duplicate key value|kysely/i],
  ['runtime error', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b|Cannot read propert|is not a function|undefined is not|\[object Object\]/],
];

/** Why the answer breaks the rule, or null when it keeps it. */
export function answerProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (!/^application\/json/i.test(answer.contentType)) return `status ${answer.status} answered ${answer.contentType || 'no content type'}: ${answer.text.slice(0, 120)}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `status ${answer.status}: not JSON: ${answer.text.slice(0, 120)}`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `status ${answer.status}: not a JSON object`;
  if (answer.status < 300) return null;
  const msg = (body as { msg?: unknown }).msg;
  if (typeof msg !== 'string' || msg.trim() === '') return `status ${answer.status} without a msg: ${answer.text.slice(0, 200)}`;
  for (const [what, pattern] of leaks) if (pattern.test(msg)) return `status ${answer.status}: msg shows a ${what}: ${msg.slice(0, 300)}`;
  return null;
}

export async function readAnswer(response: Response): Promise<Answer> {
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}
