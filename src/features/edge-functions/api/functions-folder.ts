import { z } from 'zod/mini'
import { gatewayPathOf } from '@/lib/config/config'
import { api, http } from '@/lib/http/client'
import type { EdgeFunction, FunctionFile } from './schemas'

/** Self-hosted: the gateway serves the mounted functions folder (the first project's here, others under /gateway/{ref}) as nginx's JSON directory listing. */
export const FUNCTIONS_FOLDER_PATH = '/functions-folder/'
export const functionsFolderOf = (ref: string) => `${gatewayPathOf(ref)}${FUNCTIONS_FOLDER_PATH}`
const entrySchema = z.object({
  name: z.string(),
  type: z.string(),
  mtime: z.optional(z.string()),
  size: z.optional(z.number()),
})
const listingSchema = z.array(entrySchema)
const MAX_DEPTH = 3

/** Each folder (but `_shared`-style ones starting with _ or .) is a function. */
export async function listFolderFunctions(folder: string, signal?: AbortSignal): Promise<EdgeFunction[]> {
  const entries = await api.get(folder, listingSchema, { signal })
  return entries
    .filter((e) => e.type === 'directory' && !/^[._]/.test(e.name))
    .map((e) => {
      const modified = e.mtime ? Date.parse(e.mtime) : NaN
      return {
        id: e.name,
        slug: e.name,
        name: e.name,
        status: 'ACTIVE',
        version: null,
        created_at: null,
        updated_at: Number.isNaN(modified) ? null : modified,
        verify_jwt: null,
        import_map: null,
        entrypoint_path: 'index.ts',
      }
    })
}

async function readFolder(folder: string, path: string, depth: number, signal?: AbortSignal): Promise<FunctionFile[]> {
  const entries = await api.get(`${folder}${path}`, listingSchema, { signal })
  const files = await Promise.all(
    entries.map(async (entry): Promise<FunctionFile[]> => {
      const name = `${path}${entry.name}`
      if (entry.type === 'directory') return depth < MAX_DEPTH ? readFolder(folder, `${name}/`, depth + 1, signal) : []
      const content = await http().get(`${folder}${name}`.slice(1), { signal }).text()
      return [{ name, content }]
    }),
  )
  return files.flat()
}

/** Every file of one function's folder, with paths relative to it. */
export async function readFolderFunction(folder: string, slug: string, signal?: AbortSignal): Promise<FunctionFile[]> {
  const prefix = `${encodeURIComponent(slug)}/`
  const files = await readFolder(folder, prefix, 1, signal)
  return files.map((f) => ({ ...f, name: f.name.slice(prefix.length) })).sort((a, b) => a.name.localeCompare(b.name))
}
