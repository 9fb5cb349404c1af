/** The alert job's kind (server/alerts/jobs.ts), also scheduled by the catalog import for what it brought. */
export const alertJobKind = 'savedSearchAlerts';
