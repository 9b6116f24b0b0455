import { CopyField } from '@/features/projects'

export type SnippetLanguage = 'js' | 'curl'
export const SNIPPET_LANGUAGES: { value: SnippetLanguage; label: string }[] = [
  { value: 'js', label: 'JavaScript' },
  { value: 'curl', label: 'cURL' },
]

/** One snippet in the chosen language, with its copy button ("Copy {title}"). */
export function SnippetBlock({ title, snippet, language }: { title: string; snippet: { js: string; curl: string }; language: SnippetLanguage }) {
  return <CopyField label={title} value={snippet[language]} testId={`snippet-${title}`} />
}
