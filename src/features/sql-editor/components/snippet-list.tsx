import { ActionIcon, Button, Group, Loader, Menu, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { IconBolt, IconDots, IconPlus, IconSearch, IconStar, IconStarFilled, IconTemplate } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { NavLinkLink } from '@/components/nav-link-link'
import { filterSnippets, sortSnippets, type Snippet } from '../model/snippet'

interface SnippetListProps {
  projectRef: string
  snippets: Snippet[] | undefined
  loading: boolean
  error: string | undefined
  activeId: string | undefined
  onOpen: (id: string) => void
  onNew: () => void
  onRename: (snippet: Snippet) => void
  onToggleFavorite: (snippet: Snippet) => void
  onDelete: (snippet: Snippet) => void
}

function SnippetItem({ snippet, active, ...actions }: { snippet: Snippet; active: boolean } & Pick<SnippetListProps, 'onOpen' | 'onRename' | 'onToggleFavorite' | 'onDelete'>) {
  return (
    <Group gap={0} wrap="nowrap">
      <NavLink
        component="button"
        active={active}
        label={snippet.name}
        aria-current={active ? 'page' : undefined}
        leftSection={snippet.favorite ? <IconStarFilled size={12} aria-hidden /> : null}
        onClick={() => actions.onOpen(snippet.id)}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${snippet.name}`}>
            <IconDots size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => actions.onRename(snippet)}>Rename</Menu.Item>
          <Menu.Item
            leftSection={snippet.favorite ? <IconStar size={14} /> : <IconStarFilled size={14} />}
            onClick={() => actions.onToggleFavorite(snippet)}
          >
            {snippet.favorite ? 'Remove from favorites' : 'Add to favorites'}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => actions.onDelete(snippet)}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}

/** The project's snippets beside the editor: search, favorites first, then newest first. */
export function SnippetList({ projectRef, snippets, loading, error, activeId, onNew, ...actions }: SnippetListProps) {
  const [search, setSearch] = useState('')
  const { favorites, others } = useMemo(() => {
    const shown = sortSnippets(filterSnippets(snippets ?? [], search))
    return { favorites: shown.filter((s) => s.favorite), others: shown.filter((s) => !s.favorite) }
  }, [snippets, search])
  const item = (s: Snippet) => <SnippetItem key={s.id} snippet={s} active={s.id === activeId} {...actions} />
  return (
    <Stack gap="xs" h="100%" p="xs" component="nav" aria-label="Snippets">
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onNew}>
        New query
      </Button>
      <TextInput
        size="xs"
        aria-label="Search snippets"
        placeholder="Search snippets"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <ScrollArea style={{ flex: 1 }}>
        {loading ? <Loader size="xs" aria-label="Loading snippets" /> : null}
        {error ? (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        {favorites.length > 0 ? (
          <>
            <Text size="xs" fw={600} c="dimmed" mt="xs">
              Favorites
            </Text>
            {favorites.map(item)}
          </>
        ) : null}
        {snippets && others.length + favorites.length === 0 ? (
          <Text size="xs" c="dimmed" mt="xs">
            {search ? 'No snippet matches your search.' : 'No snippets yet.'}
          </Text>
        ) : null}
        {others.length > 0 ? (
          <>
            <Text size="xs" fw={600} c="dimmed" mt="xs">
              Queries
            </Text>
            {others.map(item)}
          </>
        ) : null}
      </ScrollArea>
      <div style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 4 }}>
        <NavLinkLink to="/project/$ref/sql/templates" params={{ ref: projectRef }} label="Templates" leftSection={<IconTemplate size={14} aria-hidden />} />
        <NavLinkLink to="/project/$ref/sql/quickstarts" params={{ ref: projectRef }} label="Quickstarts" leftSection={<IconBolt size={14} aria-hidden />} />
      </div>
    </Stack>
  )
}
