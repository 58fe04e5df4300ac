import { checkUnique } from '@sportsbook/contracts'
import { z } from 'zod'

/**
 * An operator's extra page (spec §2.2: "extra custom pages can be added by configuration"),
 * served at /sports/<slug>. Texts are per locale; English is required and is the fallback.
 */
export const customPageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a lower-case slug such as my-page'),
  title: z.object({ en: z.string().min(1) }).catchall(z.string().min(1)),
  /** Paragraphs separated by blank lines; plain text, never HTML. */
  body: z.object({ en: z.string().min(1) }).catchall(z.string().min(1)),
  /** Whether search engines may index the page. */
  index: z.boolean().default(true),
})
export type CustomPage = z.infer<typeof customPageSchema>

export const customPagesSchema = z.array(customPageSchema).superRefine((pages, context) => {
  checkUnique(context, pages, (page) => page.slug, {
    label: 'slug',
    path: (index) => [index, 'slug'],
  })
})

/** Parses the configured pages; a bad file names the field (`3.title.en: …`). */
export function parseCustomPages(json: unknown, source: string): CustomPage[] {
  const parsed = customPagesSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid custom pages in ${source}:\n${lines.join('\n')}`)
}

/** The page's text in the locale, or its English text. */
export function customPageText(
  texts: Readonly<Record<string, string>> & { en: string },
  locale: string,
): string {
  return texts[locale] ?? texts.en
}
