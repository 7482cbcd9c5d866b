/** The Learn section: the lesson list and the lesson player. */
import type { Words } from '../../catalogues';
import type en from '../en/learn';

const words: Words<typeof en> = {
  'learn.title': 'Aprende las reglas',
  'learn.lead':
    'Lecciones cortas, desde el tablero y las reglas hasta las aperturas, la táctica y los finales. Cada una termina con unos cuantos pasos en el tablero.',
  'learn.stars': '{n} de {max} estrellas',
  'learn.lesson': 'Lección {n}',
  'learn.locked': 'Se basa en «{titles}»',
  'learn.complete': 'Completada',
  'learn.inProgress': 'En curso',
  'learn.start': 'Empezar',
  'learn.continue': 'Continuar',
  'learn.review': 'Repasar',
  'learn.steps': '{n} pasos',
  'learn.back': 'Todas las lecciones',
  'learn.lockedBanner': 'Esta lección se basa en: {lessons}. Aun así, puedes intentarla ya.',
  'learn.lockedLabel': 'Bloqueada',
  'learn.stepOf': 'Paso {n} de {total}',
  'learn.stepNav': 'Pasos de esta lección',
  'learn.goToStep': 'Paso {n}',
  'learn.hint': 'Pista',
  'learn.retry': 'Reintentar',
  'learn.next': 'Siguiente',
  'learn.finish': 'Terminar',
  'learn.moves': 'Jugadas: {used} · tres estrellas con {budget} o menos',
  'learn.taps': 'Encontrados {found} de {total}',
  'learn.tries': 'Intentos: {used}',
  'learn.done.title': '¡Lección completada!',
  'learn.done.stars': 'Has ganado {n} de {max} estrellas.',
  'learn.done.unlocked': 'Desbloqueada: {title}',
  'learn.done.next': 'Siguiente lección: {title}',
  'learn.done.list': 'Volver a las lecciones',
  'learn.done.improve': 'Repite un paso para ganar más estrellas.',
  'learn.starsLabel': '{n} de 3 estrellas',
  'learn.board': 'Tablero de la lección',
  'learn.choose': 'Tu respuesta',
};

export default words;
