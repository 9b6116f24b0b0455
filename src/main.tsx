import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConfigError, loadConfig, setConfig } from '@/lib/config/config'
import { ConfigErrorScreen } from '@/components/config-error-screen'
import { App, startApp } from '@/app/app'
import { installStaleChunkReload } from '@/lib/stale-chunks'
import { claimEarlyRequests } from '@/lib/http/early-requests'

async function boot() {
  claimEarlyRequests()
  installStaleChunkReload()
  const root = createRoot(document.getElementById('root')!)
  try {
    const config = await loadConfig()
    setConfig(config)
    if (config.mock) {
      // A project's page: its demo database starts now, beside the mock (issue 26 item 3).
      void import('@mocks/pglite/control').then((m) => m.warmDatabaseOfPage(location.pathname, import.meta.env.BASE_URL))
      const { startBrowserMock } = await import('@mocks/browser')
      await startBrowserMock()
    }
    const app = startApp(config)
    root.render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    )
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : `The dashboard could not start: ${String(error)}`
    root.render(<ConfigErrorScreen message={message} />)
  }
}

void boot()
