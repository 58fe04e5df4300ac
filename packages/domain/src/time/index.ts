export {
  UTC_NAMES,
  addDays,
  canonicalTimeZone,
  dayBounds,
  dayInZone,
  groupByDay,
  isTimeZone,
  nextDay,
} from './zoned-day'
