// The early script's entry (build-tools/early-requests.ts): see ./early-calls.ts.
import { startEarlyRequests } from './early-calls'

void startEarlyRequests()
