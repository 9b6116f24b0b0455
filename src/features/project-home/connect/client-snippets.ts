/** The client library's set-up per framework, with the project's URL and publishable key. */
export const CLIENT_FRAMEWORKS = ['javascript', 'nextjs', 'react', 'python', 'flutter'] as const
export type ClientFramework = (typeof CLIENT_FRAMEWORKS)[number]
export const CLIENT_FRAMEWORK_LABELS: Record<ClientFramework, string> = {
  javascript: 'JavaScript',
  nextjs: 'Next.js',
  react: 'React (Vite)',
  python: 'Python',
  flutter: 'Flutter',
}

const quoted = (value: string) => JSON.stringify(value)

export function clientSnippet(framework: ClientFramework, apiUrl: string, key: string): string {
  switch (framework) {
    case 'javascript':
      return `import { createClient } from '@supabase/supabase-js'\n\nconst supabase = createClient(${quoted(apiUrl)}, ${quoted(key)})`
    case 'nextjs':
      return `// .env.local\nNEXT_PUBLIC_SUPABASE_URL=${apiUrl}\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=${key}\n\n// lib/supabase.ts\nimport { createBrowserClient } from '@supabase/ssr'\n\nexport const supabase = createBrowserClient(\n  process.env.NEXT_PUBLIC_SUPABASE_URL!,\n  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!,\n)`
    case 'react':
      return `// .env\nVITE_SUPABASE_URL=${apiUrl}\nVITE_SUPABASE_PUBLISHABLE_KEY=${key}\n\n// src/supabase.ts\nimport { createClient } from '@supabase/supabase-js'\n\nexport const supabase = createClient(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY)`
    case 'python':
      return `from supabase import create_client\n\nsupabase = create_client(${quoted(apiUrl)}, ${quoted(key)})`
    case 'flutter':
      return `import 'package:supabase_flutter/supabase_flutter.dart';\n\nawait Supabase.initialize(url: '${apiUrl}', anonKey: '${key}');`
  }
}
