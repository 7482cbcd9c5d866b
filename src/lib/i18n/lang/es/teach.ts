/** The teacher's pages: composing a set, sharing it, reading reports. */
import type { Words } from '../../catalogues';
import type en from '../en/teach';

const words: Words<typeof en> = {
  'results.sameName': 'Mismo nombre que otra fila (otro dispositivo)',
  'results.merge': 'Mismo alumno: unir con la fila enviada el {date}',
  'results.mergeConfirm':
    '¿Unir en una sola las dos filas con el nombre {student}? Hazlo solo si son el mismo alumno en dos dispositivos. Se queda el informe más reciente.',
  'teach.rule.range':
    'Ningún problema encaja. Con las demás opciones, los problemas tienen una puntuación de {min}–{max}: cambia el rango de puntuación.',
  'teach.rule.none': 'Ningún problema tiene a la vez esta longitud de mate y este tema. Elige otro tema o «Cualquiera».',
  'teach.due.past': 'Esta fecha ya ha pasado: los alumnos verán la tarea como atrasada.',
  'teach.set.edit': 'Editar',
  'teach.set.copy': 'Duplicar',
  'teach.edit.heading': 'Editar «{title}»',
  'teach.copy.heading': 'Nueva tarea a partir de «{title}»',
  'teach.copy.title': '{title} (copia)',
  'teach.edit.save': 'Guardar los cambios',
  'teach.edit.cancel': 'Cancelar',
  'teach.edit.lead':
    'Al guardar se conservan la tarea, sus resultados y su lista de clase. Su enlace cambia: comparte el nuevo, y los alumnos que lo abran recibirán la tarea modificada.',
  'teach.saved': '«{title}» está guardada. Su enlace ha cambiado: comparte el nuevo.',
  'teach.import.many': 'Un enlace o muchos a la vez: pégalos uno por línea (desde un chat, por ejemplo).',
  'teach.import.addAll': 'Añadir todos a los resultados de la clase',
  'teach.import.done': '{ok} de {total} añadidos o ya presentes.',
  'bulk.added': '{student}: añadido',
  'bulk.sameName':
    '{student}: añadido como fila nueva (otra fila tiene este nombre: únelas en los resultados de la clase si es el mismo alumno)',
  'bulk.replaced': '{student}: actualizado con este informe más reciente',
  'bulk.duplicate': '{student}: ya está en los resultados de la clase',
  'bulk.older': '{student}: más antiguo que el informe guardado, no se añade',
  'bulk.future': '{student}: con fecha de más de un día en el futuro, no se añade (comprueba el reloj del alumno)',
  'bulk.unknownItems': '{student}: nombra actividades que esta versión de la aplicación no tiene, no se añade',
  'bulk.foreignItems': '{student}: nombra actividades que no están en tu tarea, no se añade',
  'bulk.error': 'Enlace {n}: {message}',
  'bulk.errorRange': 'Enlaces {from}–{to}: {message}',
  'bulk.improved': '{student}: más antiguo que el informe guardado, pero mejor en algunas actividades: esos resultados se han añadido',
  'bulk.removed': '{student}: quitaste la fila de este alumno después de crear este informe, no se vuelve a añadir',
  'bulk.otherName':
    '{student}: enviado desde el dispositivo de un alumno que figura con otro nombre, no se añade (si el alumno cambió de nombre, quita antes la fila antigua)',
  'bulk.unknownSet':
    'No hay ninguna tarea con este identificador en este dispositivo («{title}»): comprueba que sea el informe de tu clase.',
  'bulk.impossible': '{student}: las cifras no cuadran con las actividades (como 3 de 1000 pasos), no se añade',
  'bulk.progress': 'Leyendo los enlaces: {done} de {total}…',
  'bulk.more': '{n} enlaces más sin mostrar.',
  'scan.start': 'Escanear códigos QR de informes',
  'scan.stop': 'Dejar de escanear',
  'scan.lead': 'Acerca a la cámara el código QR del informe de cada alumno. Cada código leído se añade a los resultados de la clase.',
  'scan.denied': 'No se pudo abrir la cámara. Permite la cámara para este sitio o pega los enlaces.',
  'scan.video': 'Imagen de la cámara para escanear códigos QR de informes',
  'roster.heading': 'Lista de clase',
  'roster.lead': 'Quien envía un informe entra en la lista. Añade a los demás para ver quién no lo ha enviado todavía.',
  'roster.missing': 'Sin informe todavía ({n})',
  'roster.missing.one': 'Sin informe todavía (1)',
  'roster.all': 'Todos los de la lista han enviado su informe.',
  'roster.empty': 'Aún no hay nombres.',
  'roster.add.label': 'Nombres para añadir, uno por línea',
  'roster.add': 'Añadir a la lista',
  'roster.remove': 'Quitar a {student} de la lista',
  'custom.legend': 'Tus propias posiciones',
  'custom.lead':
    'Elige problemas que hiciste en el editor, o pega un FEN o un enlace de problema. El mate se comprueba antes de añadir la posición.',
  'custom.loading': 'Leyendo tus problemas…',
  'custom.none': 'Todavía no has hecho ningún problema.',
  'custom.editor': 'Prepara una posición en el editor',
  'custom.paste.label': 'FEN o enlace de problema',
  'custom.paste.add': 'Comprobar y añadir',
  'custom.already': 'Esta posición ya está en la tarea.',
};

export default words;
