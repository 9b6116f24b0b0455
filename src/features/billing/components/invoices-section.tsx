import { Badge, Button, Group, Table, Text } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { INVOICES_PAGE_SIZE, invoicesQueryOptions } from '@/features/billing/api/invoices-query'
import { formatInvoiceDate, formatUsd } from '../format'
import { BillingSection, QueryState } from './billing-section'

const STATUS: Record<string, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  open: { label: 'Unpaid', color: 'red' },
  draft: { label: 'Draft', color: 'gray' },
  uncollectible: { label: 'Uncollectible', color: 'red' },
  void: { label: 'Void', color: 'gray' },
}

/** #invoices: status, amount in USD and date as 'DD MMM YYYY, HH:mm:ss (ZZ)'. */
export function InvoicesSection({ slug }: { slug: string }) {
  const [page, setPage] = useState(1)
  const invoices = useQuery({ ...invoicesQueryOptions(slug, page), placeholderData: keepPreviousData })
  return (
    <BillingSection id="invoices" title="Invoices">
      <QueryState isPending={invoices.isPending} error={invoices.error} what="Invoices" />
      {invoices.data?.length === 0 && page === 1 ? (
        <Text size="sm" c="dimmed">
          No invoices yet.
        </Text>
      ) : null}
      {invoices.data && invoices.data.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.map((invoice) => {
                const status = STATUS[invoice.status] ?? { label: invoice.status, color: 'gray' }
                return (
                  <Table.Tr key={invoice.id} data-testid={`invoice-${invoice.id}`}>
                    <Table.Td>{invoice.number ?? invoice.id}</Table.Td>
                    <Table.Td>{formatInvoiceDate(invoice.period_end)}</Table.Td>
                    <Table.Td ta="right">{formatUsd(invoice.amount_due)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={status.color}>
                        {status.label}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {page > 1 || (invoices.data?.length ?? 0) >= INVOICES_PAGE_SIZE ? (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={(invoices.data?.length ?? 0) < INVOICES_PAGE_SIZE}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </Group>
      ) : null}
    </BillingSection>
  )
}
