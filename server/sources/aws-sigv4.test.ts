import { describe, expect, it } from 'vitest';
import { signRequest, type AwsCredentials, type SignableRequest } from './aws-sigv4';
// AWS's own suite, copied as data from awslabs/aws-c-auth (its source and commit are in the file).
import suite from './aws-sigv4.vectors.json';

interface Vector {
  name: string;
  credentials: AwsCredentials;
  region: string;
  service: string;
  timestamp: string;
  normalizePath: boolean;
  signBody: boolean;
  omitSessionToken: boolean;
  request: string;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

/** The suite's request.txt: a request line, headers (a line starting with white space continues the last), body. */
function parseRequest(text: string): SignableRequest {
  const blank = text.indexOf('\n\n');
  const head = blank === -1 ? text.replace(/\n$/, '') : text.slice(0, blank);
  const body = blank === -1 ? '' : text.slice(blank + 2);
  const [requestLine = '', ...lines] = head.split('\n');
  const method = requestLine.slice(0, requestLine.indexOf(' '));
  const path = requestLine.slice(method.length + 1, requestLine.lastIndexOf(' HTTP/'));
  const headers: [string, string][] = [];
  for (const line of lines) {
    const last = headers.at(-1);
    if (/^\s/.test(line) && last) last[1] += `\n${line}`;
    else headers.push([line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]);
  }
  return { method, path, headers, body };
}

const vectors = suite.vectors as Vector[];

describe('AWS Signature Version 4 against the aws-c-auth suite', () => {
  it('covers the suite’s tricky cases', () => {
    const names = vectors.map((vector) => vector.name);
    expect(names.length).toBeGreaterThanOrEqual(25);
    for (const name of [
      'get-header-key-duplicate',
      'get-header-value-multiline',
      'get-unreserved',
      'get-utf8',
      'get-vanilla-query-order-encoded',
      'post-x-www-form-urlencoded',
      'get-vanilla-with-session-token',
      'post-sts-header-after',
    ]) {
      expect(names).toContain(name);
    }
  });

  for (const vector of vectors) {
    it(vector.name, () => {
      const signed = signRequest(parseRequest(vector.request), {
        credentials: vector.credentials,
        region: vector.region,
        service: vector.service,
        now: Date.parse(vector.timestamp),
        normalizePath: vector.normalizePath,
        contentSha256Header: vector.signBody,
        omitSessionToken: vector.omitSessionToken,
      });
      expect(signed.canonicalRequest).toBe(vector.canonicalRequest);
      expect(signed.stringToSign).toBe(vector.stringToSign);
      expect(signed.signature).toBe(vector.signature);
      expect(signed.headers.Authorization).toContain(`Signature=${vector.signature}`);
    });
  }
});

describe('AWS Signature Version 4 rules the suite leaves out', () => {
  const options = {
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    region: 'us-east-1',
    service: 'service',
    now: Date.parse('2015-08-30T12:36:00Z'),
  };
  const request = (path: string): SignableRequest => ({
    method: 'GET',
    path,
    headers: [['Host', 'example.amazonaws.com']],
    body: '',
  });

  it('encodes an already encoded path once more (every service but S3 signs it so)', () => {
    const signed = signRequest(request('/example%20space/%E1%88%B4'), options);
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/example%2520space/%25E1%2588%25B4');
  });

  it('signs the hash of the body it is given, so a changed body changes the signature', () => {
    const post = (body: string) => signRequest({ ...request('/'), method: 'POST', body }, options).signature;
    expect(post('{"a":1}')).not.toBe(post('{"a":2}'));
  });
});
