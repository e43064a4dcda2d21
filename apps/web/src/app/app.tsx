import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './startup/query-client';
import { StartupGate } from './startup/startup-gate';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <StartupGate />
    </QueryClientProvider>
  );
}
