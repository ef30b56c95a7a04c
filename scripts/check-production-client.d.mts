export function checkProductionClient(dir: string): string[];
