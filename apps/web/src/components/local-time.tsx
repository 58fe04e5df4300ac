'use client'
import { useFormatter, type DateTimeFormatOptions } from 'use-intl'

/** An instant in the player's language and time zone (the IntlProvider's, see player-time-zone). */
export function LocalTime({
  value,
  options,
  className,
}: {
  value: string
  options: DateTimeFormatOptions
  className?: string
}) {
  const format = useFormatter()
  return (
    <time dateTime={value} className={className} data-zoned="">
      {format.dateTime(new Date(value), options)}
    </time>
  )
}
