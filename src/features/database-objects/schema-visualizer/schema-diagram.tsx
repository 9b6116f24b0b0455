import '@xyflow/react/dist/style.css'
import { Button, Group, useComputedColorScheme } from '@mantine/core'
import { useNavigate, useRouter } from '@tanstack/react-router'
import {
  Background,
  Controls,
  type Edge,
  MarkerType,
  type NodeHandle,
  Position,
  ReactFlow,
  useNodesInitialized,
  useNodesState,
} from '@xyflow/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { GraphTable } from '@/features/database'
import { diagramSvg, downloadPng, downloadSvg } from './export-diagram'
import { autoLayout, foreignKeyEdges, HEADER_HEIGHT, layoutSignature, placeTables } from './layout'
import { cachedAutoLayout, forgetLayout, readSavedLayout, saveLayout } from './saved-layout'
import { type TableNode, TableNodeView } from './table-node'

const nodeTypes = { table: TableNodeView }

/**
 * Each node's size and handles given up front (the CSS draws them so, table-node.module.css): React Flow
 * shows the nodes and draws the edges in its first pass instead of hiding everything until it has
 * measured 300 nodes, and measuring finds no change to report.
 */
const HANDLE_Y = HEADER_HEIGHT / 2 - 1
const handles = (width: number): NodeHandle[] => [
  { type: 'target', position: Position.Left, x: 0, y: HANDLE_Y, width: 1, height: 2 },
  { type: 'source', position: Position.Right, x: width - 1, y: HANDLE_Y, width: 1, height: 2 },
]

/** Marks the diagram ready once xyflow has measured every node (what the bench waits for). */
function ReadyMark({ onReady }: { onReady: () => void }) {
  const initialized = useNodesInitialized()
  useEffect(() => {
    if (initialized) onReady()
  }, [initialized, onReady])
  return null
}

/** The ER diagram of a schema (loaded with the page): laid out by dagre, drawn by React Flow. */
export default function SchemaDiagram({
  projectRef,
  schema,
  tables,
}: {
  projectRef: string
  schema: string
  tables: GraphTable[]
}) {
  const navigate = useNavigate()
  const router = useRouter()
  // React Flow's own controls and attribution follow the app's theme (its light ones are unreadable on dark).
  const colorScheme = useComputedColorScheme('light')
  const [layoutVersion, setLayoutVersion] = useState(0)
  // The automatic layout once per schema and catalog answer (cached in this browser while the schema is unchanged).
  const auto = useMemo(
    () => cachedAutoLayout(projectRef, schema, layoutSignature(tables), () => autoLayout(tables)),
    [tables, projectRef, schema],
  )
  const placed = useMemo(
    () => placeTables(tables, layoutVersion >= 0 ? readSavedLayout(projectRef, schema) : {}, auto),
    [tables, projectRef, schema, layoutVersion, auto],
  )
  const fkEdges = useMemo(() => foreignKeyEdges(tables), [tables])
  const initialNodes = useMemo<TableNode[]>(
    () =>
      placed.map((p) => ({
        id: String(p.table.id),
        type: 'table',
        position: p.position,
        width: p.width,
        height: p.height,
        measured: { width: p.width, height: p.height },
        handles: handles(p.width),
        data: {
          table: p.table,
          schema,
          href: router.buildLocation({ to: '/project/$ref/editor/$id', params: { ref: projectRef, id: String(p.table.id) } }).href,
        },
        ariaLabel: `Table ${schema}.${p.table.name}`,
      })),
    [placed, schema, projectRef, router],
  )
  const edges = useMemo<Edge[]>(
    () =>
      fkEdges.map((e) => ({
        id: e.id,
        source: e.source,
        target: e.target,
        ariaLabel: `Foreign key ${e.label}`,
        markerEnd: { type: MarkerType.ArrowClosed },
        // No second, wide path per key for hovering: nothing happens on hover, and 400 keys drew 800 paths.
        interactionWidth: 0,
        data: { label: e.label },
      })),
    [fkEdges],
  )
  const [nodes, setNodes, onNodesChange] = useNodesState(initialNodes)
  useEffect(() => setNodes(initialNodes), [initialNodes, setNodes])
  const [ready, setReady] = useState(false)
  const markReady = useCallback(() => setReady(true), [])
  // Stable handlers: a new click handler re-renders every node wrapper (on each frame of a drag, too).
  const onNodeClick = useCallback(
    (_: unknown, node: TableNode) => void navigate({ to: '/project/$ref/editor/$id', params: { ref: projectRef, id: node.id } }),
    [navigate, projectRef],
  )
  const latestNodes = useRef(nodes)
  useEffect(() => {
    latestNodes.current = nodes
  }, [nodes])
  const onNodeDragStop = useCallback(
    (_: unknown, __: unknown, moved: TableNode[]) => {
      const positions = Object.fromEntries(latestNodes.current.map((n) => [n.data.table.name, n.position]))
      for (const n of moved) positions[n.data.table.name] = n.position
      saveLayout(projectRef, schema, positions)
    },
    [projectRef, schema],
  )

  const current = () =>
    placed.map((p) => ({ ...p, position: nodes.find((n) => n.id === String(p.table.id))?.position ?? p.position }))
  const fileName = (ext: string) => `${schema}-schema.${ext}`

  return (
    <>
      <Group gap="xs" mb="sm">
        <Button
          variant="default"
          size="xs"
          onClick={() => downloadSvg(diagramSvg(current(), fkEdges).svg, fileName('svg'))}
        >
          Export SVG
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={() => void downloadPng(diagramSvg(current(), fkEdges), fileName('png'))}
        >
          Export PNG
        </Button>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => (forgetLayout(projectRef, schema), setLayoutVersion((v) => v + 1))}
        >
          Reset layout
        </Button>
      </Group>
      <div
        style={{
          height: 'calc(100dvh - 260px)',
          minHeight: 420,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
        }}
        data-testid="schema-diagram"
        data-ready={ready ? 'true' : 'false'}
        aria-label={`Diagram of schema ${schema}`}
        role="figure"
      >
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onNodeClick={onNodeClick}
          onNodeDragStop={onNodeDragStop}
          nodesConnectable={false}
          minZoom={0.05}
          fitView
          colorMode={colorScheme}
        >
          <ReadyMark onReady={markReady} />
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </>
  )
}
