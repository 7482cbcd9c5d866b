/**
 * Words of the teacher's pages only (composing, editing, adding many reports, scanning, the class
 * list, same-name rows), apart from text.ts so that the home page and the student's pages do not
 * download them.
 */
import { sectionText, type Locale } from '$lib/i18n';

const en = {
  'results.sameName': 'Same name as another row (another device)',
  'results.merge': 'Same student: merge with the row sent {date}',
  'results.mergeConfirm':
    'Merge the two rows named {student} into one? Do this only when both are the same student on two devices. The newer report stays.',
  'teach.rule.range': 'No puzzle matches. With the other choices, puzzles are rated {min}–{max}: change the rating range.',
  'teach.rule.none': 'No puzzle has this mate length and this theme together. Choose another theme or “Any”.',
  'teach.due.past': 'This date has already passed: students will see the set as overdue.',
  'teach.set.edit': 'Edit',
  'teach.set.copy': 'Duplicate',
  'teach.edit.heading': 'Edit “{title}”',
  'teach.copy.heading': 'New set from “{title}”',
  'teach.copy.title': '{title} (copy)',
  'teach.edit.save': 'Save the changes',
  'teach.edit.cancel': 'Cancel',
  'teach.edit.lead':
    'Saving keeps the set, its results and its class list. Its link changes: share the new one, and students who open it get the changed set.',
  'teach.saved': '“{title}” is saved. Its link has changed: share the new one.',
  'teach.import.many': 'One link, or many at once: paste them one per line (from a chat, say).',
  'teach.import.addAll': 'Add all to class results',
  'teach.import.done': '{ok} of {total} added or already here.',
  'bulk.added': '{student}: added',
  'bulk.sameName': '{student}: added as a new row (another row has this name: merge them in the class results if it is the same student)',
  'bulk.replaced': '{student}: updated with this newer report',
  'bulk.duplicate': '{student}: already in the class results',
  'bulk.older': '{student}: older than the report held, not added',
  'bulk.future': '{student}: dated more than a day ahead, not added (check the student’s clock)',
  'bulk.unknownItems': '{student}: names items this version of the app does not have, not added',
  'bulk.foreignItems': '{student}: names items that are not in your set, not added',
  'bulk.error': 'Link {n}: {message}',
  'bulk.errorRange': 'Links {from}–{to}: {message}',
  'bulk.improved': '{student}: older than the report held, but better on some items: those results were added',
  'bulk.removed': '{student}: you removed this student’s row after this report was made, not added again',
  'bulk.otherName':
    '{student}: sent from the device of a student listed under another name, not added (if the student changed their name, remove the old row first)',
  'bulk.unknownSet': 'No set with this id is on this device (“{title}”): check that it is your class’s report.',
  'bulk.impossible': '{student}: the figures do not fit the items (such as 3 of 1,000 steps), not added',
  'bulk.progress': 'Reading the links: {done} of {total}…',
  'bulk.more': '{n} more links not listed.',
  'scan.start': 'Scan report QR codes',
  'scan.stop': 'Stop scanning',
  'scan.lead': 'Hold each student’s report QR code up to the camera. Every code read is added to the class results.',
  'scan.denied': 'The camera could not be opened. Allow the camera for this site, or paste the links instead.',
  'scan.video': 'Camera view for scanning report QR codes',
  'roster.heading': 'Class list',
  'roster.lead': 'Everyone who sends a report joins the list. Add the others to see who has not reported yet.',
  'roster.missing': 'Not reported yet ({n})',
  'roster.missing.one': 'Not reported yet (1)',
  'roster.all': 'Everyone on the list has reported.',
  'roster.empty': 'No names yet.',
  'roster.add.label': 'Names to add, one per line',
  'roster.add': 'Add to the list',
  'roster.remove': 'Remove {student} from the list',
} as const;

type Key = keyof typeof en;

const ko: Record<Key, string> = {
  'results.sameName': '다른 줄과 이름이 같아요 (다른 기기)',
  'results.merge': '같은 학생: {date}에 보낸 줄과 합치기',
  'results.mergeConfirm': '{student} 이름의 두 줄을 하나로 합칠까요? 같은 학생이 두 기기를 쓸 때만 합쳐 주세요. 더 새로운 보고서가 남아요.',
  'teach.rule.range': '조건에 맞는 문제가 없어요. 다른 조건에 맞는 문제의 레이팅은 {min}부터 {max}까지예요. 레이팅 범위를 바꿔 보세요.',
  'teach.rule.none': '이 외통 수와 주제를 함께 가진 문제가 없어요. 다른 주제나 ‘모두’를 고르세요.',
  'teach.due.past': '이미 지난 날짜예요. 학생에게는 마감이 지난 과제로 보여요.',
  'teach.set.edit': '고치기',
  'teach.set.copy': '복사해서 새로 만들기',
  'teach.edit.heading': '“{title}” 고치기',
  'teach.copy.heading': '“{title}”에서 새 과제 만들기',
  'teach.copy.title': '{title} (사본)',
  'teach.edit.save': '고친 내용 저장',
  'teach.edit.cancel': '취소',
  'teach.edit.lead':
    '저장해도 과제와 결과, 반 명단은 그대로 이어져요. 링크는 바뀌니 새 링크를 나눠 주세요. 새 링크를 연 학생은 바뀐 과제를 받아요.',
  'teach.saved': '“{title}” 과제를 저장했어요. 링크가 바뀌었으니 새 링크를 나눠 주세요.',
  'teach.import.many': '링크를 한 번에 여러 개 붙여 넣어도 돼요. 한 줄에 하나씩, 채팅에서 복사한 그대로 넣으세요.',
  'teach.import.addAll': '모두 반 결과에 넣기',
  'teach.import.done': '{total}개 가운데 {ok}개를 넣었거나 이미 있어요.',
  'bulk.added': '{student}: 넣었어요',
  'bulk.sameName': '{student}: 새 줄로 넣었어요 (같은 이름의 줄이 있어요. 같은 학생이면 반 결과에서 합쳐 주세요)',
  'bulk.replaced': '{student}: 더 새로운 보고서로 바꿨어요',
  'bulk.duplicate': '{student}: 이미 반 결과에 있어요',
  'bulk.older': '{student}: 가진 보고서보다 오래돼서 넣지 않았어요',
  'bulk.future': '{student}: 날짜가 하루 넘게 앞서 있어서 넣지 않았어요 (학생 기기의 시계를 확인해 주세요)',
  'bulk.unknownItems': '{student}: 지금 앱에 없는 항목이 있어서 넣지 않았어요',
  'bulk.foreignItems': '{student}: 이 과제에 없는 항목이 있어서 넣지 않았어요',
  'bulk.error': '링크 {n}: {message}',
  'bulk.errorRange': '링크 {from}–{to}: {message}',
  'bulk.improved': '{student}: 가진 보고서보다 오래됐지만 몇 항목은 더 잘해서 그 결과를 넣었어요',
  'bulk.removed': '{student}: 이 보고서가 만들어진 뒤에 지운 줄이라서 다시 넣지 않았어요',
  'bulk.otherName':
    '{student}: 다른 이름으로 있는 학생의 기기에서 왔어요. 넣지 않았어요 (학생이 이름을 바꿨다면 예전 줄을 먼저 지워 주세요)',
  'bulk.unknownSet': '이 기기에는 이 과제(“{title}”)가 없어요. 우리 반 보고서가 맞는지 확인해 주세요.',
  'bulk.impossible': '{student}: 항목과 맞지 않는 숫자가 있어서 넣지 않았어요 (1,000단계 중 3단계 같은 것)',
  'bulk.progress': '링크를 읽는 중: {total}개 중 {done}개…',
  'bulk.more': '나머지 링크 {n}개는 목록에 넣지 않았어요.',
  'scan.start': '보고서 QR 코드 스캔하기',
  'scan.stop': '스캔 멈추기',
  'scan.lead': '학생의 보고서 QR 코드를 하나씩 카메라에 비춰 주세요. 읽힌 코드는 모두 반 결과에 들어가요.',
  'scan.denied': '카메라를 열 수 없어요. 이 사이트에 카메라를 허용하거나 링크를 붙여 넣으세요.',
  'scan.video': '보고서 QR 코드를 스캔하는 카메라 화면',
  'roster.heading': '반 명단',
  'roster.lead': '보고서를 보낸 학생은 모두 명단에 들어가요. 나머지 학생을 넣으면 아직 보내지 않은 학생이 보여요.',
  'roster.missing': '아직 보내지 않은 학생 ({n})',
  'roster.missing.one': '아직 보내지 않은 학생 (1)',
  'roster.all': '명단의 학생이 모두 보고서를 보냈어요.',
  'roster.empty': '아직 이름이 없어요.',
  'roster.add.label': '넣을 이름 (한 줄에 하나씩)',
  'roster.add': '명단에 넣기',
  'roster.remove': '{student} 학생을 명단에서 빼기',
};

export const TEACH_CATALOGUES: Record<Locale, Record<Key, string>> = { en, ko };

/** A teacher-page message in the current language (reactive in components, like `t()`). */
export const tt = sectionText(TEACH_CATALOGUES);
