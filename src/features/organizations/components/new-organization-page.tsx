import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { PageHeader } from '@/components/page-header'
import { PLAN_NAMES, PricingPlans, type PricedPlanId } from '@/features/plans'
import {
  ORGANIZATION_KINDS,
  useCreateOrganizationMutation,
  type BillingDetails,
} from '../api/create-organization-mutation'
import { ORGANIZATION_NAME_MAX_LENGTH, validateNewOrganization } from '../new-organization'

const EMPTY_BILLING: Record<keyof BillingDetails, string> = { email: '', line1: '', country: '', card_number: '' }

/** /new?plan=free|pro|team: create an organization, on the plan of the link (issue 11 item 8). */
export function NewOrganizationPage({ initialPlan }: { initialPlan?: PricedPlanId }) {
  const navigate = useNavigate()
  const [plan, setPlan] = useState<PricedPlanId>(initialPlan ?? 'free')
  const [name, setName] = useState('')
  const [kind, setKind] = useState<string | null>(null)
  const [billing, setBilling] = useState(EMPTY_BILLING)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const mutation = useCreateOrganizationMutation()
  const billingField = (field: keyof BillingDetails) => ({
    value: billing[field],
    error: errors[`billing.${field}`],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setBilling((current) => ({ ...current, [field]: value }))
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateNewOrganization({ name, kind, plan, billing })
    if (!result.value) return setErrors(result.errors)
    setErrors({})
    mutation.mutate(result.value, {
      onSuccess: (organization) => void navigate({ to: '/org/$slug', params: { slug: organization.slug } }),
    })
  }

  return (
    <>
      <PageHeader
        title="Create a new organization"
        description="Organizations hold your projects, members and billing."
      />
      <form onSubmit={submit} noValidate aria-label="New organization">
        <Stack gap="xl">
          <Paper withBorder p="lg" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Name"
                description="Your company or team. You can change it later."
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={errors.name}
                maxLength={ORGANIZATION_NAME_MAX_LENGTH}
                required
              />
              <Select
                label="Type"
                placeholder="What best describes it"
                data={ORGANIZATION_KINDS.map((k) => ({ value: k.value, label: k.label }))}
                value={kind}
                onChange={setKind}
                error={errors.kind}
                allowDeselect={false}
                required
              />
            </SimpleGrid>
          </Paper>
          <section aria-labelledby="new-organization-plan">
            <Title order={2} size="h4" id="new-organization-plan" mb="sm">
              Plan: {PLAN_NAMES[plan]}
            </Title>
            <PricingPlans
              currentPlan={plan}
              action={(card) =>
                card.planId === 'enterprise' ? (
                  <Button
                    component="a"
                    href={card.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="default"
                    fullWidth
                  >
                    {card.cta}
                  </Button>
                ) : (
                  <Button
                    variant={plan === card.planId ? 'filled' : 'default'}
                    aria-pressed={plan === card.planId}
                    onClick={() => setPlan(card.planId as PricedPlanId)}
                    fullWidth
                  >
                    {plan === card.planId ? `${card.name} selected` : `Choose ${card.name}`}
                  </Button>
                )
              }
            />
          </section>
          {plan === 'free' ? null : (
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="new-organization-billing">
              <Title order={2} size="h4" id="new-organization-billing">
                Billing details
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                The {PLAN_NAMES[plan]} plan is billed monthly to this card.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Billing email" type="email" required {...billingField('email')} />
                <TextInput label="Address" required {...billingField('line1')} />
                <TextInput
                  label="Country code"
                  description="Two letters, e.g. DE"
                  maxLength={2}
                  required
                  {...billingField('country')}
                />
                <TextInput
                  label="Card number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  required
                  {...billingField('card_number')}
                />
              </SimpleGrid>
            </Paper>
          )}
          {mutation.isError ? (
            <Alert color="red" title="The organization could not be created">
              {mutation.error.message}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              Create organization
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  )
}
