// Stand-ins for the parts of the video room jsdom cannot run (it has no WebRTC and no camera): a
// video provider that connects at once and a real-time client that delivers nothing. Test files
// install them with vi.mock (which must stay in the test file to be hoisted); this module imports
// nothing from the app, so a mock factory can load it without a cycle:
//
//   vi.mock('./p2pProvider', () => import('./testing/roomFakes'));
//   vi.mock('@pawcall/api-client', async (importOriginal) => ({
//     ...(await importOriginal<typeof import('@pawcall/api-client')>()),
//     ...(await import('./testing/roomFakes')).fakeRealtime,
//   }));

export class P2PVideoProvider {
  async connect() {}
  async enter() {
    return { remotePresent: false };
  }
  onSignal() {
    return () => {};
  }
  onRemoteStream() {
    return () => {};
  }
  announceEnd() {}
  leave() {}
}

export const fakeRealtime = {
  fetchRealtimeOptions: async () => ({ key: 'test', wsHost: 'localhost', wsPort: 1, forceTLS: false }),
  createRealtimeClient: () => ({ subscribe: () => () => {}, disconnect: () => {} }),
};
