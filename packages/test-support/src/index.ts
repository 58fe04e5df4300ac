export { freePort } from './free-port'
export { startPostgresCluster, type PostgresCluster } from './postgres-cluster'
export { startRedis } from './redis-server'
export { RABBITMQ_SERVER, startRabbitMq, type RabbitMq } from './rabbitmq-server'
