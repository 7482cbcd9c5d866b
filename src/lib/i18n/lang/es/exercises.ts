/** The Exercises section: the list, the player's controls, the tracks. */
import type { Words } from '../../catalogues';
import type en from '../en/exercises';

const words: Words<typeof en> = {
  'ex.title': 'Ejercicios',
  'ex.lead':
    'Ejercicios que el motor juzga con las reglas de torneo: construye una estructura sólida de soldados, pon a trabajar a tus elefantes y luego gana material con la táctica.',
  'ex.solvedCount': '{solved} de {total} resueltos',
  'ex.solved': 'Resuelto',
  'ex.tried': 'Intentado',
  'ex.new': 'Nuevo',
  'ex.of': 'Ejercicio {n} de {total}',
  'ex.back': 'Todos los ejercicios',
  'ex.goal': 'Objetivo',
  'ex.moves': 'Jugadas {used} de {budget}',
  'ex.choice': 'Elige una respuesta',
  'ex.hint': 'Pista',
  'ex.retry': 'Reintentar',
  'ex.next': 'Siguiente',
  'ex.done': 'Volver a la lista',
  'ex.failed': 'Sin resolver.',
  'ex.retryPrompt': 'Pulsa Reintentar y vuelve a probar.',
  'ex.why': 'Por qué funciona',
  'ex.board': 'Tablero del ejercicio',
  'ex.option': 'Opción {n}',
  'ex.pick': 'Elegir',
  'ex.rules': 'Reglas',
  'ex.rules.janggi': 'Reglas de torneo: bikjang y conteo de puntos (Han suma 1,5 de deom)',
  'ex.rules.traditional': 'Reglas tradicionales: bikjang, sin conteo de puntos',
  'ex.rules.modern': 'Reglas modernas: sin bikjang, con conteo de puntos',
  'ex.rules.casual': 'Reglas informales: sin bikjang ni conteo de puntos',
  'ex.pass': 'Pasar',
  'ex.passBikjang': 'Los generales están frente a frente. Rompe la línea o pasa para terminar la partida por conteo de puntos.',
  'track.soldiers': 'Estructura de soldados',
  'track.elephants': 'Activar los elefantes',
  'track.soldiers.summary':
    'Los soldados protegen los puntos que tienen al lado. Mantenlos en parejas, evita las líneas de tres y piénsalo dos veces antes de avanzar.',
  'track.elephants.summary':
    'Tu disposición inicial decide adónde pueden ir los elefantes. Lleva el elefante exterior hacia el centro, abre la columna del borde derecho y haz que defenderla le cueste un carro al rival.',
  'track.tactics': 'Táctica',
  'track.tactics.summary':
    'Gana material con horquillas, clavadas sobre la pantalla de un cañón o la pata de un caballo, ataques descubiertos y piezas atrapadas, contra un rival que se defiende.',
};

export default words;
