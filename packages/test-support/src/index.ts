export { freePort } from './free-port'
export { startPostgresCluster, type PostgresCluster } from './postgres-cluster'
export { startRedis } from './redis-server'
