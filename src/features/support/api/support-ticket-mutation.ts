import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import type { SupportCategory } from '../categories'

export interface SupportTicket {
  category: SupportCategory
  subject: string
  message: string
  sid?: string | undefined
}

const sentSchema = z.looseObject({ ticket_id: z.string() })

export function sendSupportTicket(ticket: SupportTicket) {
  return api.postJson('/platform/feedback/send', { ...ticket, page_url: window.location.href }, sentSchema)
}

export function useSupportTicketMutation() {
  return useMutation({ mutationFn: sendSupportTicket })
}
