'use strict'
// better-sqlite3 for the Node.js this runs on (decision 137). 12 on Node 20: 13 needs Node 22
// and crashes on 20 at the first query. 13 from Node 22 on (Node-API; its linux-x64 binary
// ships in the package): 12, built on Node 24, aborts the process when the garbage collector
// finalizes a statement at a moment Node 24 has no environment to hand it (`(env) != nullptr`
// in `Statement::~Statement`, seen on the feed's thread). Both have the same API.
// CommonJS, so that ES modules (the api) and CommonJS (the browser tests' helpers) load it alike.
const nodeMajor = Number(process.versions.node.split('.')[0])
module.exports = require(nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3')
