import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ChooseOrganizationPage } from '@/features/new-project/components/choose-organization-page'

export const Route = createFileRoute('/_app/new/')({
  validateSearch: z.object({ plan: z.enum(['free', 'pro', 'team']).optional().catch(undefined) }),
  component: ChooseOrganizationPage,
})
