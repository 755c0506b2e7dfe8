// The project's names the editor completes a string with: text keys, endpoints, routes, bridge
// actions and dialogs (the store gathers them; editor.tsx offers them).
export interface CompletionNames {
  messageKeys: string[];
  endpoints: string[];
  routes: string[];
  bridgeActions: string[];
  dialogs: string[];
}
