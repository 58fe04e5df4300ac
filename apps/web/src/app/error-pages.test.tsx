import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import GlobalError from './global-error'

vi.mock('@/lib/error-reporting/reporter', () => ({ reportError: vi.fn() }))

describe('the error app (spec §8.3 fallback text)', () => {
  it('the error app says UNEXPECTED ERROR IN ERROR APP', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('layout failed')} />)
    expect(html).toContain('<h1>UNEXPECTED ERROR IN ERROR APP</h1>')
  })
})
