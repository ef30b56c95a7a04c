/** The daily-logs feature's public entry: what it offers the rest of the server; nothing else in daily-logs/ is imported from outside (decision 048, server half). */
export { listDailyLogs } from './daily-log.queries';
export { dailyLogsRoutes } from './daily-logs.routes';
