export const CLIENT_BUILD_MODE: 'production';
export function clientBuildEnv(env?: NodeJS.ProcessEnv | Record<string, string | undefined>): Record<string, string | undefined>;
export function fingerprint(inputs: string[], extra?: string): string;
export function isCurrent(stampFile: string, output: string, current: string): boolean;
