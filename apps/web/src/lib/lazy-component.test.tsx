import { prerender } from 'react-dom/static'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { lazyComponent } from './lazy-component'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

async function rendered(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

describe('lazyComponent', () => {
  it('renders the part on the server once its code has loaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting))
    expect(await rendered(<Lazy name="Ada" />)).toContain('<p>Hello <!-- -->Ada</p>')
  })

  it('browser-only: the server renders `loading` with the props, and never asks for the code', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Lazy = lazyComponent(load, {
      browserOnly: true,
      loading: ({ name }) => <span>waiting for {name}</span>,
    })
    const html = await rendered(<Lazy name="Ada" />)
    expect(html).toContain('<span>waiting for <!-- -->Ada</span>')
    expect(html).not.toContain('Hello')
    expect(load).not.toHaveBeenCalled()
  })

  it('while the code loads, `loading` holds its place', () => {
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>(() => undefined), {
      loading: () => <span>loading</span>,
    })
    expect(renderToStaticMarkup(<Lazy name="Ada" />)).toContain('<span>loading</span>')
  })
})
