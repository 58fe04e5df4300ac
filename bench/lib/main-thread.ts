import type { CDPSession } from '@playwright/test'

/** Seconds the page's main thread has spent so far: in tasks, in script, in style and layout. */
export async function mainThread(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
  return {
    task: metric('TaskDuration'),
    script: metric('ScriptDuration'),
    render: metric('RecalcStyleDuration') + metric('LayoutDuration'),
  }
}
