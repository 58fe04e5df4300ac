'use client'
import { useEffect, useState } from 'react'

/** The time now, read again every second while `running` (a match clock on screen). */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      setNow(Date.now())
    }, 1000)
    return () => {
      clearInterval(timer)
    }
  }, [running])
  return now
}
