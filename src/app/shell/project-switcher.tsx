import { Button, Menu } from '@mantine/core'
import { IconCheck, IconSelector } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import type { Project } from '@/features/projects/api/projects-query'

/** The current project's name, opening the list of its organization's projects to go to another. */
export function ProjectSwitcher({ project, projects }: { project: Project; projects: readonly Project[] }) {
  const navigate = useNavigate()
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={<IconSelector size={14} aria-hidden />}
          aria-label={`Project: ${project.name}. Switch project`}
          styles={{ label: { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {project.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Projects">
        <Menu.Label>Projects</Menu.Label>
        {projects.map((candidate) => (
          <Menu.Item
            key={candidate.ref}
            onClick={() => void navigate({ to: '/project/$ref', params: { ref: candidate.ref } })}
            rightSection={candidate.ref === project.ref ? <IconCheck size={14} aria-label="Current project" /> : null}
          >
            {candidate.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
