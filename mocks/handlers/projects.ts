import { http, HttpResponse } from 'msw'
import { POLLS_UNTIL_HEALTHY, poolerConnectionString, projectsFixture, selfHostedProject, type MockProject } from '../fixtures/projects'
import { defineState, settings } from '../state'
import { latency, platform, unauthorized } from '../utils'

export const projectsState = defineState('projects', projectsFixture)
const polls = defineState('projects.polls', () => ({}) as Record<string, number>)

export const visibleProjects = (): MockProject[] => (settings.platform ? projectsState.get() : [selfHostedProject()])

const summary = ({ connectionString: _c, postgrestStatus: _p, ...project }: MockProject) => project

export const projectHandlers = [
  http.get(platform('/projects'), async ({ request }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json(visibleProjects().map(summary))
  }),
  http.get(platform('/projects/:ref'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = visibleProjects().find((p) => p.ref === params.ref)
    if (!project) return HttpResponse.json({ message: 'Project not found' }, { status: 404 })
    if (project.status === 'COMING_UP') {
      // A starting project turns healthy after a few polls, as a real one does after a minute or two.
      const count = (polls.get()[project.ref] ?? 0) + 1
      polls.get()[project.ref] = count
      polls.commit()
      if (count >= POLLS_UNTIL_HEALTHY) {
        project.status = 'ACTIVE_HEALTHY'
        project.connectionString = poolerConnectionString(project.ref, project.region)
        projectsState.commit()
      }
    }
    return HttpResponse.json(project)
  }),
]
