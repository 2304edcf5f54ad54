/* global window, document, location */
// Runs beside the app's script on the home page: asks for the adverts at once and shows the
// first top advert in the shell of index.html, where the page will show it (the page's largest
// content, on screen before the app has loaded). The app takes the adverts answer from
// window.__mallBoot instead of asking again, and removes the shell when it mounts.
(function () {
  try {
    if (!/^#?\/?(\?.*)?$|^#\/pages\/home\/home(\?.*)?$/.test(location.hash)) return;
    var lang = localStorage.getItem('lang');
    if (!/^(en|zh|zhtw|es|jp|th|ko)$/.test(lang || '')) lang = 'en';
    // Public data: no access-token (a stale one must not end the session here).
    var headers = { lang: lang };
    var url = '/api/customer/index/store?type=advert&lang=' + lang;
    var answer = fetch(url, { credentials: 'same-origin', headers: headers }).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    });
    window.__mallBoot = { adverts: { lang: lang, answer: answer } };
    answer.then(
      function (body) {
        var list = (body && body.code === 200 && body.data && body.data.list) || [];
        for (var i = 0; i < list.length; i += 1) {
          var image = list[i].image;
          if (list[i].position !== 'top' || !image) continue;
          if (!/^(https?:)?\/\//.test(image) && image.charAt(0) !== '/') image = '/static/' + image;
          var hero = document.getElementById('shell-hero');
          if (!hero) return;
          var img = document.createElement('img');
          img.src = image;
          img.alt = list[i].title || '';
          img.width = 1200;
          img.height = 400;
          img.className = 'size-full object-contain';
          img.setAttribute('fetchpriority', 'high');
          hero.appendChild(img);
          hero.classList.remove('hidden');
          // The splash floats (it moves nothing); with the advert on screen it gives way.
          var splash = document.getElementById('shell-splash');
          if (splash) splash.classList.add('hidden');
          return;
        }
      },
      function () {},
    );
  } catch {
    // storage or fetch unavailable: the app asks on its own
  }
})();
