import { jsString, shellWord, type SnippetTarget } from './snippets'

/** Client calls of the project's other services: auth, storage and edge functions (issue 23). */
export interface ServiceSnippet {
  title: string
  js: string
  curl: string
}
export interface ServiceSection {
  id: 'auth' | 'storage' | 'functions'
  title: string
  description: string
  snippets: ServiceSnippet[]
}

const base = (target: SnippetTarget) => target.apiUrl.replace(/\/+$/, '')
const headers = (target: SnippetTarget, bearer = target.key) =>
  [`-H ${shellWord(`apikey: ${target.key}`)}`, `-H ${shellWord(`Authorization: Bearer ${bearer}`)}`]
const curl = (method: string, url: string, lines: string[]) =>
  [`curl${method === 'GET' ? '' : ` -X ${method}`} ${shellWord(url)}`, ...lines].join(' \\\n  ')
const json = (body: unknown) => [`-H ${shellWord('Content-Type: application/json')}`, `-d ${shellWord(JSON.stringify(body))}`]

export function serviceSections(target: SnippetTarget): ServiceSection[] {
  const url = base(target)
  const user = '<USER_ACCESS_TOKEN>'
  return [
    {
      id: 'auth',
      title: 'Authentication',
      description: 'Sign users up and in. Their session token then replaces the key in the Authorization header.',
      snippets: [
        {
          title: 'Sign up',
          js: `const { data, error } = await supabase.auth.signUp({\n  email: 'someone@example.com',\n  password: 'a-strong-password',\n})`,
          curl: curl('POST', `${url}/auth/v1/signup`, [...headers(target), ...json({ email: 'someone@example.com', password: 'a-strong-password' })]),
        },
        {
          title: 'Sign in with a password',
          js: `const { data, error } = await supabase.auth.signInWithPassword({\n  email: 'someone@example.com',\n  password: 'a-strong-password',\n})`,
          curl: curl('POST', `${url}/auth/v1/token?grant_type=password`, [...headers(target), ...json({ email: 'someone@example.com', password: 'a-strong-password' })]),
        },
        {
          title: 'Send a magic link',
          js: `const { data, error } = await supabase.auth.signInWithOtp({ email: 'someone@example.com' })`,
          curl: curl('POST', `${url}/auth/v1/otp`, [...headers(target), ...json({ email: 'someone@example.com' })]),
        },
        {
          title: 'Get the signed-in user',
          js: `const { data: { user } } = await supabase.auth.getUser()`,
          curl: curl('GET', `${url}/auth/v1/user`, headers(target, user)),
        },
        {
          title: 'Sign out',
          js: `const { error } = await supabase.auth.signOut()`,
          curl: curl('POST', `${url}/auth/v1/logout`, headers(target, user)),
        },
      ],
    },
    {
      id: 'storage',
      title: 'Storage',
      description: 'Upload, list and download the files of your buckets.',
      snippets: [
        {
          title: 'Upload a file',
          js: `const { data, error } = await supabase.storage\n  .from('avatars')\n  .upload('public/avatar1.png', file)`,
          curl: curl('POST', `${url}/storage/v1/object/avatars/public/avatar1.png`, [...headers(target), `-H ${shellWord('Content-Type: image/png')}`, '--data-binary @avatar1.png']),
        },
        {
          title: 'List files',
          js: `const { data, error } = await supabase.storage\n  .from('avatars')\n  .list('public', { limit: 100, offset: 0 })`,
          curl: curl('POST', `${url}/storage/v1/object/list/avatars`, [...headers(target), ...json({ prefix: 'public', limit: 100, offset: 0 })]),
        },
        {
          title: 'Download a file',
          js: `const { data, error } = await supabase.storage\n  .from('avatars')\n  .download('public/avatar1.png')`,
          curl: curl('GET', `${url}/storage/v1/object/avatars/public/avatar1.png`, [...headers(target), '-o avatar1.png']),
        },
        {
          title: 'Public URL of a file',
          js: `const { data } = supabase.storage\n  .from('avatars')\n  .getPublicUrl('public/avatar1.png')`,
          curl: curl('GET', `${url}/storage/v1/object/public/avatars/public/avatar1.png`, []),
        },
      ],
    },
    {
      id: 'functions',
      title: 'Edge Functions',
      description: 'Call a deployed edge function by its name.',
      snippets: [
        {
          title: 'Invoke a function',
          js: `const { data, error } = await supabase.functions.invoke(${jsString('hello-world')}, {\n  body: { name: 'Functions' },\n})`,
          curl: curl('POST', `${url}/functions/v1/hello-world`, [...headers(target), ...json({ name: 'Functions' })]),
        },
      ],
    },
  ]
}
