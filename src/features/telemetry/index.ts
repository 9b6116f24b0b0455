// What other features may use of telemetry (besides its api/ files). Import it as '@/features/telemetry'.
export { sendTelemetryEvent } from './telemetry'
