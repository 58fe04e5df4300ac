export * from './api-error'
export * from './catalogue'
export * from './pagination'
export * from './query-params'
