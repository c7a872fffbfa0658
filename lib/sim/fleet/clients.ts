// Client organisations: Costa Rican and Mexican universities, schools and companies,
// combined from two lists so even a 5000-server fleet gets distinct, plausible names.
import type { Branch, Lms } from "./types";
import type { Rng } from "../random";

export interface Client {
  /** Display name, e.g. "Universidad Campus Norte". */
  name: string;
  /** Upper-case code used in server names: MDL_{code}. */
  code: string;
  /** Lower-case label used in domains: aulavirtual.{slug}.example. */
  slug: string;
  branch: Branch;
}

const KINDS: readonly (readonly [name: string, code: string, weight: number])[] = [
  ["Universidad", "UNI", 6],
  ["Universidad Técnica", "UTEC", 2],
  ["Instituto Tecnológico", "ITEC", 3],
  ["Colegio", "COL", 3],
  ["Escuela de Negocios", "EDN", 1],
  ["Centro de Formación", "CEFOR", 1],
  ["Corporación", "CORP", 2],
  ["Grupo", "GRUPO", 2],
  ["Banco", "BANCO", 1],
  ["Cooperativa", "COOP", 1],
  ["Fundación", "FUND", 1],
  ["Academia", "ACAD", 1],
];

const PLACES_CR = [
  "Campus Norte", "del Valle Central", "Monteverde", "Cartago", "Heredia", "Guanacaste", "Puntarenas", "Limón",
  "Alajuela", "San José", "Escazú", "Santa Ana", "Tibás", "Liberia", "Nicoya", "San Carlos", "Turrialba",
  "Pérez Zeledón", "Grecia", "Atenas", "Osa", "Talamanca", "Sarapiquí", "Tilarán", "Pacífico Sur", "Irazú",
] as const;

const PLACES_MX = [
  "Monterrey", "Guadalajara", "Puebla", "Querétaro", "Oaxaca", "Yucatán", "Mérida", "Veracruz", "Chiapas",
  "Tlaxcala", "Durango", "Sonora", "Baja California", "Sierra Madre", "Anáhuac", "del Bajío", "Morelia",
  "Toluca", "Saltillo", "Aguascalientes", "Zacatecas", "Hidalgo", "Tabasco", "Campeche", "Culiacán", "Cancún",
] as const;

/** "Pérez Zeledón" → "PEREZZELEDON"; accents go, "del" and "de" go. */
function squash(place: string): string {
  return place
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\b(del|de|la|los)\b/gi, "")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase();
}

const KIND_CHOICES = KINDS.map(([name, code, weight]) => [{ name, code }, weight] as const);
const placeCodes = (places: readonly string[]) => places.map((place) => ({ place, code: squash(place) }));
const PLACE_CODES_CR = placeCodes(PLACES_CR);
const PLACE_CODES_MX = placeCodes(PLACES_MX);

export function clientGenerator(rng: Rng): () => Client {
  /** Next free number per name; 1 means the plain name is still free. */
  const next = new Map<string, number>();
  return () => {
    for (let attempt = 0; ; attempt++) {
      const branch: Branch = rng.chance(0.55) ? "CR" : "MX";
      const { place, code: placeCode } = rng.pick(branch === "CR" ? PLACE_CODES_CR : PLACE_CODES_MX);
      const kind = rng.weighted(KIND_CHOICES);
      const base = `${kind.code}${placeCode}`;
      const n = next.get(base) ?? 1;
      // Once the combinations run out, campuses and subsidiaries get numbers, as real fleets do.
      if (n > 1 && attempt < 3) continue;
      next.set(base, n + 1);
      const code = n === 1 ? base : `${base}${n}`;
      return { name: n === 1 ? `${kind.name} ${place}` : `${kind.name} ${place} ${n}`, code, slug: code.toLowerCase(), branch };
    }
  };
}

const SUBDOMAINS_MOODLE = ["aulavirtual", "campus", "moodle", "virtual", "educacion", "lms", "cursos"] as const;
const SUBDOMAINS_TOTARA = ["talento", "aprendizaje", "learn", "capacitacion"] as const;

export function clientDomain(rng: Rng, client: Client, lms: Lms): string {
  const sub = rng.pick(lms === "Totara" ? SUBDOMAINS_TOTARA : SUBDOMAINS_MOODLE);
  return `https://${sub}.${client.slug}.example`;
}

const DESCRIPTIONS = [
  (c: Client) => `Plataforma principal de ${c.name}`,
  () => `Contrato anual, soporte 8x5, sitio "producción"`,
  (c: Client) => `${c.name}, campus virtual; migrado desde Moodle 3.11`,
  () => `Cursos de inducción, cumplimiento y "onboarding" del personal`,
  () => `Ambiente de pruebas, no usar para clases`,
  (c: Client) => `Sitio de ${c.name} — posgrados, educación continua, diplomados`,
  () => `Cliente piloto; renovar contrato antes de la suspensión`,
  () => "",
] as const;

export function clientDescription(rng: Rng, client: Client): string {
  return rng.pick(DESCRIPTIONS)(client);
}
