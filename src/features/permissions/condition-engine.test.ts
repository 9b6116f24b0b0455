import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { server } from '@mocks/node'
import { permissionsQueryOptions, type Permission } from './api/permissions-query'
import { evaluatePermission } from './check'

const conditional: Permission = {
  organization_slug: 'northwind',
  actions: ['storage:%'],
  resources: ['storage.objects'],
  project_refs: null,
  condition: { '==': [{ var: 'bucket_id' }, 'avatars'] },
  restrictive: false,
}

it('loads the condition engine with permissions that carry a condition, and not before', async () => {
  // Each test file has its own module graph: the engine is not loaded yet here.
  const check = (permissions: Permission[]) =>
    evaluatePermission({
      platform: true,
      permissions,
      action: 'storage:Read',
      resource: 'storage.objects',
      data: { bucket_id: 'avatars' },
      organizationSlug: 'northwind',
    })
  // Without its engine a condition cannot be shown to hold: the entry grants nothing.
  expect(check([conditional])).toBe(false)

  server.use(http.get('*/platform/profile/permissions', () => HttpResponse.json([conditional])))
  const permissions = await new QueryClient().fetchQuery(permissionsQueryOptions())
  expect(check(permissions)).toBe(true)
})
