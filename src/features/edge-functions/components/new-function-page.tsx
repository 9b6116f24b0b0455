import { Alert, Select } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { toast } from '@/lib/notify'
import { DEPLOYED_FROM_FILES, functionsBackend } from '../api/backend'
import { FUNCTION_TEMPLATES } from '../templates'
import { ENTRYPOINT, FunctionEditor } from './function-editor'

const [HELLO] = FUNCTION_TEMPLATES

/** functions/new: pick a template, write, deploy. */
export function NewFunctionPage({ projectRef }: { projectRef: string }) {
  const navigate = useNavigate()
  const backend = functionsBackend(projectRef)
  return (
    <>
      <PageHeader
        title="Deploy a new function"
        description="Write the function in the browser and deploy it to this project."
      />
      {backend.managed ? (
        <FunctionEditor
          projectRef={projectRef}
          initial={{ slug: HELLO?.slug ?? '', files: HELLO?.files ?? [], activeFile: ENTRYPOINT, verifyJwt: true }}
          toolbar={(replace) => (
            <Select
              label="Template"
              maw={360}
              data={FUNCTION_TEMPLATES.map((t) => ({ value: t.id, label: t.label }))}
              placeholder="Start from a template"
              onChange={(id) => {
                const template = FUNCTION_TEMPLATES.find((t) => t.id === id)
                if (template) replace(template.slug, template.files)
              }}
            />
          )}
          onDeployed={(fn) => {
            toast.success(`Function "${fn.name}" deployed (version ${fn.version ?? 1})`)
            void navigate({ to: '/project/$ref/functions/$slug', params: { ref: projectRef, slug: fn.slug } })
          }}
        />
      ) : (
        <Alert color="blue" title="Deployed from files">
          {DEPLOYED_FROM_FILES}
        </Alert>
      )}
    </>
  )
}
