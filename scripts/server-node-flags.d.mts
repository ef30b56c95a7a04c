/** The Node.js flags the server runs with (decision 067): see server-node-flags.mjs. */
export declare const SERVER_NODE_FLAGS: readonly string[];
