// The error widget's "contact service" button opens a new ticket prefilled with what went wrong: these
// fields travel in the query of /workOrder/add (work-order/params.ts reads them back, cut to size) and are
// shown to the shopper before sending. A logged-out shopper is sent to /login and back with the query.
export interface ProblemReport {
  kind: string;
  status?: number;
  message?: string;
  /** The page address where it happened (path and query). */
  page: string;
  goods?: string;
  order?: number;
}

export function supportQuery(report: ProblemReport): Record<string, string> {
  const query: Record<string, string> = { kind: report.kind, page: report.page.slice(0, 300) };
  if (report.status) query.status = String(report.status);
  if (report.message) query.message = report.message.slice(0, 300);
  if (report.goods) query.goods = report.goods.slice(0, 300);
  if (report.order) query.order = String(report.order);
  return query;
}
