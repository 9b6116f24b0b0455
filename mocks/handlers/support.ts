import { http, HttpResponse } from 'msw'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'

const tickets = defineState('support-tickets', () => ({ count: 0 }))

export const supportHandlers = [
  http.post(platform('/feedback/send'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const body = (await request.json()) as { category?: string; subject?: string; message?: string }
    if (!body.category || !body.subject?.trim() || !body.message?.trim()) {
      return HttpResponse.json({ message: 'category, subject and message are required' }, { status: 400 })
    }
    const count = tickets.get().count + 1
    tickets.set({ count })
    return HttpResponse.json({ ticket_id: `SUP-${1000 + count}` }, { status: 201 })
  }),
]
