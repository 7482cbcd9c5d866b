/** The progress page: stars, streaks, ratings, what to review. */
import type { Words } from '../../catalogues';
import type en from '../en/progress';

const words: Words<typeof en> = {
  'progress.title': 'Tu progreso',
  'progress.lead': 'Todo lo que ves aquí está guardado en este navegador, en este dispositivo.',
  'progress.loading': 'Cargando tu progreso…',
  'progress.summary': 'Resumen',

  'card.lessons': 'Lecciones',
  'card.lessons.value': '{done} de {total}',
  'card.lessons.detail': 'completadas · {stars} de {max} estrellas',
  'card.exercises': 'Ejercicios',
  'card.exercises.value': '{solved} de {total}',
  'card.exercises.detail': 'resueltos',
  'card.puzzles': 'Puntuación en problemas',
  'card.puzzles.unrated': 'Aún sin puntuación',
  'card.puzzles.detail': '{solved} de {tried} problemas resueltos',
  'card.streak': 'Racha',
  'card.streak.value': '{n} días',
  'card.streak.value.one': '1 día',
  'card.streak.detail': 'mejor {best} · problema del día {daily}',

  'chart.title': 'Tu puntuación en problemas a lo largo del tiempo',
  'chart.empty': 'Tu puntuación aparecerá aquí después de tu primer problema puntuado.',
  'chart.label': 'Puntuación en problemas a lo largo de {n} problemas puntuados: de {from} a {to}, mínima {min}, máxima {max}.',
  'chart.from': 'Desde el {date}',
  'chart.now': 'Ahora {rating} ± {rd}',

  'themes.title': 'Temas de problemas',
  'themes.strongest': 'Tus puntos fuertes',
  'themes.weakest': 'Para trabajar',
  'themes.row': '{solved} de {tried} resueltos a la primera',
  'themes.empty': 'Prueba al menos dos problemas en unos cuantos temas para ver cuáles se te dan mejor.',
  'themes.practice': 'Practica estos',

  'lessons.title': 'Lecciones',
  'lessons.tasks': '{done} de {total} pasos',
  'lessons.complete': 'Completada',
  'lessons.open': 'Abrir',
  'lessons.stars': '{n} de {max} estrellas',

  'exercises.title': 'Ejercicios',
  'exercises.row': '{solved} de {total} resueltos',

  'backup.title': 'Copia de seguridad',
  'backup.lead':
    'Tu progreso solo vive en este navegador. Guarda un archivo de copia de seguridad para tenerlo a salvo o llevarlo a otro dispositivo. Al cargar una copia, se suma a lo que ya hay aquí, y de lo que esté guardado en los dos sitios se queda la versión más reciente.',
  'backup.export': 'Guardar una copia de seguridad',
  'backup.import': 'Cargar una copia de seguridad',
  'backup.exported': 'Guardado {file}.',
  'backup.working': 'Cargando la copia de seguridad…',
  'backup.imported': 'Copia cargada: {added} añadidos, {updated} actualizados, {unchanged} ya estaban aquí.',
  'backup.error.too-large':
    'Este archivo es demasiado grande para ser una copia de Aula de Janggi (el límite es {mb} MB). No se ha cambiado nada.',
  'backup.error.not-json': 'Este archivo está dañado o no es una copia de seguridad: no se pudo leer como JSON. No se ha cambiado nada.',
  'backup.error.foreign': 'Este archivo no es una copia de seguridad de Aula de Janggi. No se ha cambiado nada.',
  'backup.error.newer':
    'Esta copia viene de una versión más nueva de la aplicación. Recarga para actualizarla y vuelve a intentarlo. No se ha cambiado nada.',
  'backup.error.invalid': 'Esta copia contiene algo que la aplicación no acepta: está dañada o se modificó a mano. No se ha cambiado nada.',
  'backup.error.storage': 'No se pudo guardar la copia en este dispositivo ({detail}). No se ha cambiado nada.',
  'backup.error.read': 'No se pudo leer el archivo. No se ha cambiado nada.',
  'backup.error.export': 'No se pudo hacer la copia de seguridad: {detail}',
  'backup.persisted': 'Este navegador conserva tu progreso aunque el dispositivo se quede sin espacio.',
  'backup.notPersisted':
    'El navegador puede borrar los datos guardados si el dispositivo se queda sin espacio: una copia de seguridad pone tu progreso a salvo.',
  'backup.memory':
    'Ahora mismo no se puede guardar el progreso en este navegador y se perderá al cerrar la pestaña. Guarda una copia de seguridad para conservarlo.',
  'backup.dropped': 'Registros de tareas del archivo que no se pudieron leer y se han dejado fuera: {n}.',
  'backup.error.truncated':
    'Esta copia de seguridad está incompleta: se corta a medias, como si la descarga o la copia se hubiera interrumpido. Vuelve a guardar la copia y carga el archivo nuevo. No se ha cambiado nada.',
  'backup.error.invalidAt':
    'Esta copia tiene un registro que la aplicación no acepta ({store}, registro {n}): el archivo está dañado o se modificó a mano. No se ha cambiado nada.',
  'backup.error.future':
    'Esta copia tiene una fecha posterior a la de hoy (por más de un día): se modificó a mano o se hizo en un dispositivo con el reloj mal. No se ha cambiado nada.',
  'backup.error.futureAt':
    'Esta copia tiene un registro con fecha posterior a hoy ({store}, registro {n}): se modificó a mano o se hizo en un dispositivo con el reloj mal. No se ha cambiado nada.',
  'backup.error.impossible': 'Esta copia tiene cifras que ninguna partida puede dar: se modificó a mano. No se ha cambiado nada.',
  'backup.error.impossibleAt':
    'Esta copia tiene un registro con cifras que ninguna partida puede dar ({store}, registro {n}), como estrellas en un paso que nunca se intentó: se modificó a mano. No se ha cambiado nada.',
  'backup.store.lessonSteps': 'pasos de lecciones',
  'backup.store.exercises': 'ejercicios',
  'backup.store.puzzleAttempts': 'intentos de problemas',
  'backup.store.ratings': 'puntuaciones',
  'backup.store.streaks': 'rachas',
  'backup.store.reviews': 'repasos',
  'backup.store.assignments': 'tareas',
  'backup.store.reports': 'informes de clase',
  'backup.store.settings': 'ajustes',
  'backup.store.games': 'partidas',
};

export default words;
