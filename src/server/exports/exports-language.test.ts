import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPath } from '#shared/reports/report.schemas';
import { createTestApp, type TestApp } from '../test/test-app';
import { exportCatalogues } from './export-texts';
import { csvText, parseCsv, readXlsx, rowValues } from './export-test-support';
import { expectedCsv, RANGE, seedExportFixture } from './export-fixture-test-support';

/** Issue 27: a download's headers, sheet name and label cells are in the requester's language. */
describe('exports in the requester\'s language', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seedExportFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await seedExportFixture(t);
  });
  afterAll(() => t.close());

  const owner = () => fixture.store.owner.cookie;
  const chooseLanguage = async (language: string) => {
    const response = await t.request('/api/account/language', { method: 'PUT', cookie: owner(), json: { language } });
    expect(response.status).toBe(204);
  };

  it('Spanish on the account: the CSV headers and labels in Spanish, the data untouched', async () => {
    await chooseLanguage('es');
    const [header, ...rows] = parseCsv(await csvText(await t.request(exportPath('daily-logs', 'csv', RANGE), { cookie: owner() })));
    expect(header).toEqual(['Fecha', 'Efectivo inicial', 'Ventas en efectivo', 'Salidas de caja', 'Gastos', 'Efectivo esperado', 'Efectivo contado', 'Diferencia', 'Estado', 'Notas']);
    const english = expectedCsv.dailyLogs.slice(1);
    const labels: Record<string, string> = { Balanced: 'Cuadrada', Over: 'Sobrante', Short: 'Faltante' };
    expect(rows).toEqual(english.map((row) => row.map((cell, i) => (i === 8 ? labels[cell]! : cell))));

    const ledger = parseCsv(await csvText(await t.request(exportPath('credit-transactions', 'csv', RANGE), { cookie: owner() })));
    expect(ledger[0]).toEqual(['Fecha y hora', 'Día de operación', 'ID del cliente', 'Cliente', 'Tipo', 'Monto', 'Notas', 'Registrado por']);
    expect(new Set(ledger.slice(1).map((row) => row[4]))).toEqual(new Set(['Crédito dado', 'Pago']));
  });

  it('Spanish XLSX: sheet name, header row and Sí/No cells', async () => {
    await chooseLanguage('es');
    const sheet = await readXlsx(await t.request(exportPath('customers', 'xlsx'), { cookie: owner() }));
    expect(sheet.name).toBe('Clientes');
    expect(rowValues(sheet, 1)).toEqual([
      'ID', 'Nombre', 'Teléfono', 'Correo electrónico', 'Dirección', 'Saldo', 'Límite de crédito', 'Crédito diario activo',
      'Con bandera roja', 'Notas de la bandera roja', 'Bloqueado', 'Verificado', 'Leal', 'Creado',
    ]);
    const flags = [2, 3].flatMap((n) => rowValues(sheet, n).slice(7, 9));
    expect(flags.every((cell) => cell === 'Sí' || cell === 'No')).toBe(true);
    expect(flags).toContain('Sí');
  });

  it('English on the account: the spec\'s headers, whatever the browser asks', async () => {
    await chooseLanguage('en');
    const response = await t.request(exportPath('red-flags', 'csv'), { cookie: owner(), headers: { 'accept-language': 'es-US,es;q=0.9' } });
    expect(parseCsv(await csvText(response))[0]).toEqual(expectedCsv.redFlags[0]);
  });

  it('both export catalogues have the same keys, and Spanish is not a copy of English', () => {
    expect(Object.keys(exportCatalogues.es).sort()).toEqual(Object.keys(exportCatalogues.en).sort());
    const copies = Object.entries(exportCatalogues.en).filter(([key, text]) => exportCatalogues.es[key as keyof typeof exportCatalogues.es] === text);
    expect(copies.map(([key]) => key).sort()).toEqual(['id', 'no']);
  });
});
