import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRepository } from '../persistence/memory-repository'
import { releaseProjectAssistant } from '../release'
import { isProjectAssistantLoaded, projectAssistant, resetProjectAssistants, setAssistantRepositoryFactory } from './project-assistant'

afterEach(() => resetProjectAssistants())

describe('leaving a project (issue 11 item 11)', () => {
  it('releases its assistant store and its live query on the browser database', async () => {
    const repository = createMemoryRepository()
    const unobserve = vi.fn()
    const observe = repository.observe
    repository.observe = (ref, listener) => {
      const stop = observe(ref, listener)
      return () => {
        unobserve(ref)
        stop()
      }
    }
    setAssistantRepositoryFactory(() => repository)
    const visited = ['northwindshop1', 'globexcrmprod1']
    for (const ref of visited) await projectAssistant(ref).ready
    expect(visited.every(isProjectAssistantLoaded)).toBe(true)

    releaseProjectAssistant('northwindshop1')
    expect(isProjectAssistantLoaded('northwindshop1')).toBe(false)
    expect(isProjectAssistantLoaded('globexcrmprod1')).toBe(true)
    await vi.waitFor(() => expect(unobserve).toHaveBeenCalledWith('northwindshop1'))
    expect(unobserve).not.toHaveBeenCalledWith('globexcrmprod1')
  })

  it('keeps what was said: the chats are saved before the store goes', async () => {
    const repository = createMemoryRepository()
    setAssistantRepositoryFactory(() => repository)
    const assistant = projectAssistant('northwindshop1')
    await assistant.ready
    assistant.store.getState().actions.newChat()
    releaseProjectAssistant('northwindshop1')
    await vi.waitFor(() => expect(repository.snapshot('northwindshop1').chats.length).toBeGreaterThan(0))
  })
})
