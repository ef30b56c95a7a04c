// The Node.js flags the server runs with (decision 067), in one place: `npm start` (package.json, checked
// by src/server/server-node-flags.test.ts), the cluster's instances, the benches and the measurement
// scripts that start dist/server/main.js, and the systemd unit in docs/deploy.md.
//
// --max-semi-space-size=32: V8's young generation may grow to 32 MB per semi-space (Node 20's default
// is 16). A request makes many short-lived objects (headers, rows, JSON); with the larger nursery the
// scavenger runs half as often and copies about the same survivors each time, so less of each request's
// CPU goes to garbage collection. Measured: docs/measurements/ledger-bench.md (decision 067).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
