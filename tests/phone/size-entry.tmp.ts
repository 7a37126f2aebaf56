import { createPhoneSession } from '../../src/phone/index';
import '../../src/ui/phone/phone-app';
void createPhoneSession(location.search).then((s) => {
  const app = document.createElement('phone-app');
  app.controls = s;
  s.subscribe((snap) => (app.snapshot = snap));
  document.body.append(app);
  s.start();
});
