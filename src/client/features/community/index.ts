/** Community's public entry: the live-updates provider the dashboard layout holds around every page. */
export { CommunityLiveProvider, useCommunityLive } from './live/community-live';
