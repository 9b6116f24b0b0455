import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { functionKeys } from './keys'
import { functionSchema, type FunctionFile } from './schemas'

export interface DeployRequest {
  slug: string
  name: string
  entrypoint: string
  verifyJwt: boolean
  files: FunctionFile[]
}

/** POST {base}/v1/projects/{ref}/functions/deploy?slug= multipart: `metadata` JSON + one `file` part per file. */
export function useFunctionDeployMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ slug, name, entrypoint, verifyJwt, files }: DeployRequest) => {
      const form = new FormData()
      form.append('metadata', JSON.stringify({ name, entrypoint_path: entrypoint, verify_jwt: verifyJwt }))
      for (const file of files)
        form.append('file', new Blob([file.content], { type: 'application/typescript' }), file.name)
      return api.post('/v1/projects/{ref}/functions/deploy', functionSchema, {
        params: { ref },
        query: { slug },
        body: form,
      })
    },
    onSuccess: (fn) => {
      queryClient.setQueryData(functionKeys.source(ref, fn.slug, 'platform'), fn)
      void queryClient.invalidateQueries({ queryKey: functionKeys.detail(ref, fn.slug) })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...functionKeys.all(ref), 'list'] }),
  })
}

/** PATCH .../functions/{slug} {verify_jwt?, name?} */
export function useFunctionUpdateMutation(ref: string, slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { verify_jwt?: boolean; name?: string }) =>
      api.patch('/v1/projects/{ref}/functions/{slug}', functionSchema, { params: { ref, slug }, json: change }),
    // A read of the function already on its way would land after the answer and show the old value.
    onMutate: () => queryClient.cancelQueries({ queryKey: functionKeys.source(ref, slug, 'platform') }),
    onSuccess: (fn) => queryClient.setQueryData(functionKeys.source(ref, slug, 'platform'), fn),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...functionKeys.all(ref), 'list'] }),
  })
}

/** DELETE .../functions/{slug}; the caller leaves the function's page, then forgets it (forgetFunction). */
export function useFunctionDeleteMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (slug: string) =>
      api.delete('/v1/projects/{ref}/functions/{slug}', z.unknown(), { params: { ref, slug } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...functionKeys.all(ref), 'list'] }),
  })
}

/** Drops a deleted function's queries, once no page shows it (else they would be fetched again). */
export function useForgetFunction(ref: string) {
  const queryClient = useQueryClient()
  return (slug: string) => queryClient.removeQueries({ queryKey: functionKeys.detail(ref, slug) })
}
