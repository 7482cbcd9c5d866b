/** The app's own words: the shell, navigation, settings, storage notices, the board's spoken names. */
import type { Words } from '../../catalogues';
import type en from '../en/app';

const words: Words<typeof en> = {
  'app.name': 'Aula de Janggi',
  'app.description':
    'Aprende Janggi, el ajedrez coreano: lecciones, ejercicios, problemas de mate y tareas para la clase. Funciona sin conexión.',
  'title.page': '{page} · {app}',
  'a11y.skip': 'Saltar al contenido',
  'language.name': 'Español',

  'nav.label': 'Principal',
  'nav.home': 'Inicio',
  'nav.learn': 'Aprender',
  'nav.exercises': 'Ejercicios',
  'nav.puzzles': 'Problemas',
  'nav.play': 'Jugar',
  'nav.teach': 'Enseñar',
  'nav.progress': 'Progreso',
  'nav.settings': 'Ajustes',

  'theme.toDark': 'Cambiar al tema oscuro',
  'theme.toLight': 'Cambiar al tema claro',

  'common.loading': 'Cargando…',

  'section.learn': 'Cómo se mueven las piezas, el palacio y las primeras tácticas, paso a paso.',
  'section.exercises': 'Ejercicios cortos sobre las ideas de las lecciones.',
  'section.puzzles': 'Encuentra el jaque mate. Los problemas se adaptan a tu puntuación.',
  'section.play': 'Juega contra un amigo en el mismo dispositivo, por turnos, o contra el ordenador.',
  'section.teach': 'Prepara tareas para una clase y recoge los resultados.',
  'section.progress': 'Tus estrellas, rachas, puntuaciones y lo que toca repasar.',

  'settings.title': 'Ajustes',
  'settings.theme': 'Tema',
  'settings.theme.system': 'Como el dispositivo',
  'settings.theme.light': 'Claro',
  'settings.theme.dark': 'Oscuro',
  'settings.language': 'Idioma',
  'settings.pieces': 'Piezas',
  'settings.pieces.hanja': 'Caracteres hanja',
  'settings.pieces.letters': 'Letras',
  'settings.pieces.naval': 'Barcos (naval)',
  'settings.coordinates': 'Etiquetas de coordenadas',
  'settings.coordinates.coords': 'Columnas a–i, filas 1–10',
  'settings.coordinates.korean': 'Filas y columnas coreanas',
  'settings.notation': 'Notación de jugadas',
  'settings.notation.uci': 'Coordenadas (b1c3)',
  'settings.notation.korean': 'Coreana (79졸78)',
  'settings.notation.site': 'Letras de pieza (H02-83)',

  'storage.unavailable':
    'Este navegador no deja que la aplicación guarde tu progreso (navegación privada o almacenamiento bloqueado). Puedes seguir; el progreso dura hasta que cierres la pestaña.',
  'storage.quota':
    'El almacenamiento está lleno, así que el progreso nuevo solo dura hasta que cierres la pestaña. Libera espacio en el dispositivo y recarga.',
  'storage.blocked': 'Hay una versión anterior de la aplicación abierta en otra pestaña. Ciérrala y recarga para guardar el progreso.',
  'storage.version': 'Una versión más nueva de la aplicación guardó tu progreso. Recarga para actualizar.',
  'storage.unknown': 'No se pudo guardar el progreso, así que solo dura hasta que cierres la pestaña.',
  'common.dismiss': 'Cerrar',

  'update.available': 'Hay una nueva versión de la aplicación lista.',
  'update.reload': 'Actualizar',
  'update.later': 'Más tarde',

  'board.label': 'Tablero de Janggi',
  'board.diagram': 'Diagrama',
  'board.pass': 'Pasar',
  'board.passTitle': 'Pasar este turno: el general se queda donde está',
  'board.empty': 'vacío',
  'board.color.cho': 'Cho',
  'board.color.han': 'Han',
  'board.role.general': 'General',
  'board.role.guard': 'Guardia',
  'board.role.elephant': 'Elefante',
  'board.role.horse': 'Caballo',
  'board.role.chariot': 'Carro',
  'board.role.cannon': 'Cañón',
  'board.role.soldier': 'Soldado',
  'board.role.soldier.han': 'Soldado',
  'board.point': '{square}, {piece}',
  'board.piece': '{role} de {color}',
  'board.moveHere': 'jugada legal',
  'board.announce.move': '{role} de {color} de {from} a {to}',
  'board.announce.capture': '{role} de {color} de {from} a {to}, captura: {captured}',
  'board.announce.pass': '{color} pasa',
  'board.announce.check': 'Jaque.',
  'board.announce.mate': 'Jaque mate.',
  'board.announce.then': '{move}. {then}',
  'board.announce.bikjang': 'Bikjang: los generales están frente a frente.',
  'board.announce.select': 'Seleccionado: {piece} en {square}, {count} jugadas.',
  'board.announce.select.one': 'Seleccionado: {piece} en {square}, {count} jugada.',
  'board.announce.deselect': 'Selección anulada.',
  'board.legend': '¿Qué piezas son estas?',
  'board.help': 'Con las flechas te mueves entre los puntos. Intro o Espacio coge una pieza y la suelta. Escape cancela.',
};

export default words;
